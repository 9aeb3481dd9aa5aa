import type { PublicUser, User } from 'contract';

export const other: PublicUser = {
  id: 'u1',
  username: 'hana',
  displayName: 'Hana Host',
  name: 'Hana Host',
  profileImage: null,
  bio: 'Rooftop parties in Brooklyn',
  instagram: 'hana.parties',
  createdAt: 1,
};

export const me: User = {
  ...other,
  id: 'u2',
  username: 'gus',
  displayName: 'Gus',
  name: 'Gus',
  bio: null,
  instagram: null,
  phone: '+15555550100',
  birthday: null,
  gender: null,
};
