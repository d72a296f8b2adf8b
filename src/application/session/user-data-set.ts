import type { UserData } from './login.use-case';

/** What the loaded features keep about the signed-in user, forgotten together (UserData). */
export interface UserDataSet extends UserData {
  /** A feature's own, added when its module loads (the contract's followed settlements). */
  add(data: UserData): void;
}

export function createUserDataSet(): UserDataSet {
  const all = new Set<UserData>();
  return {
    add: (data) => void all.add(data),
    clear: () => all.forEach((data) => data.clear()),
  };
}
