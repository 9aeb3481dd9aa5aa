import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema';
import { rememberCallerUsers } from './caller-users';

const row = (uid: string, name: string) => ({ id: `id-${uid}`, firebaseUid: uid, name }) as UserRow;

function store() {
  const names = new Map<string, string>([
    ['a', 'Ann'],
    ['b', 'Bob'],
  ]);
  const loads: string[] = [];
  const load = async (uid: string) => {
    loads.push(uid);
    const name = names.get(uid);
    return name === undefined ? null : row(uid, name);
  };
  return { names, loads, load };
}

describe('rememberCallerUsers', () => {
  it('answers each uid with its own row and reads each once within the TTL', async () => {
    const { loads, load } = store();
    const users = rememberCallerUsers(load, { ttlMs: 1000, now: () => 0 });
    for (let i = 0; i < 3; i++) {
      expect((await users.find('a'))?.name).toBe('Ann');
      expect((await users.find('b'))?.name).toBe('Bob');
    }
    expect(loads).toEqual(['a', 'b']);
  });

  it('reads again after the TTL and after forget (the person wrote)', async () => {
    const { names, loads, load } = store();
    let clock = 0;
    const users = rememberCallerUsers(load, { ttlMs: 1000, now: () => clock });
    await users.find('a');
    names.set('a', 'Anna');
    users.forget('a');
    expect((await users.find('a'))?.name).toBe('Anna');
    clock = 1001;
    await users.find('a');
    expect(loads).toEqual(['a', 'a', 'a']);
  });

  it('never remembers a missing record (sign-up may finish on another process)', async () => {
    const { names, load } = store();
    const users = rememberCallerUsers(load, { ttlMs: 1000, now: () => 0 });
    expect(await users.find('c')).toBeNull();
    names.set('c', 'Cy');
    expect((await users.find('c'))?.name).toBe('Cy');
  });

  it('does not keep a row read before a write that was answered meanwhile', async () => {
    const { names } = store();
    let release: () => void = () => {};
    const slowLoad = async (uid: string) => {
      const name = names.get(uid)!;
      await new Promise<void>((resolve) => (release = resolve));
      return row(uid, name);
    };
    const users = rememberCallerUsers(slowLoad, { ttlMs: 1000, now: () => 0 });
    const reading = users.find('a');
    names.set('a', 'Anna');
    users.forget('a');
    release();
    expect((await reading)?.name).toBe('Ann');
    const again = users.find('a');
    release();
    expect((await again)?.name).toBe('Anna');
  });
});
