/** User shapes of docs/contracts.md. Timestamps are integer seconds since the epoch. */
import type { ImageRef } from './image-ref';

export type Gender = 'female' | 'male' | 'nonbinary' | 'other' | 'prefer_not_to_say';

/** What anyone may see of a user. */
export interface PublicUser {
  id: string;
  username: string;
  displayName: string;
  name: string;
  profileImage: ImageRef | null;
  bio: string | null;
  instagram: string | null;
  createdAt: number;
}

/** The signed-in user's own record. */
export interface User extends PublicUser {
  phone: string;
  /** `YYYY-MM-DD`. */
  birthday: string | null;
  gender: Gender | null;
}

/** Body of `POST /users/`; `PATCH /users/` takes any part of it. The phone comes from the token. */
export interface UserInput {
  /** 1–50 characters after trimming. */
  name: string;
  /** 3–30 of `[a-z0-9_.]`, unique; generated from the name when absent. */
  username?: string;
  /** `YYYY-MM-DD`, age 13–120. */
  birthday?: string | null;
  gender?: Gender | null;
  /** Handle, 1–30 of `[A-Za-z0-9_.]`, without `@`. */
  instagram?: string | null;
  /** At most 300 characters. */
  bio?: string | null;
  /** Becomes `profileImage`. */
  photo?: ImageRef | null;
}

export type UserPatch = Partial<UserInput>;
