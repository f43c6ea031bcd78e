// Accounts as an admin keeps them: the list, an account made with a role, role changes and
// deletion (decision 005).
import type {
  AdminCreateUserSchema,
  ChangeRoleInput,
  User,
  UserListQuery,
} from "@app/shared/users";
import { DELETE_LAST_ADMIN_REFUSED, DELETE_SELF_REFUSED } from "@app/shared/users";
import type { z } from "zod";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { mapPage, type Paged } from "../../lib/paging";
import { type AccountDeps, createAccount, toUser } from "./accounts";
import { removeAvatar } from "./avatar-storage";
import { changeRole, deleteUser, listUsers } from "./users.repository";

const THIS_WOULD_LEAVE_NO = /*i18n*/ {
  id: "users.thisWouldLeaveNo",
  message: "This would leave no admin",
};
const USER_NOT_FOUND = /*i18n*/ { id: "users.userNotFound", message: "User not found" };

export function createAdminAccountsService(deps: AccountDeps) {
  const { db, dataDir, log } = deps;
  return {
    /** The admin panel's signup: an account with the chosen role, without signing in as it. */
    async adminCreate(input: z.output<typeof AdminCreateUserSchema>): Promise<User> {
      return toUser(await createAccount(deps, { ...input, chosenByAnother: true }));
    },

    async list(query: UserListQuery): Promise<Paged<User>> {
      return mapPage(await listUsers(db, query), toUser);
    },

    async changeRole(id: string, { role }: ChangeRoleInput): Promise<User> {
      const outcome = await changeRole(db, id, role);
      if ("refused" in outcome) {
        if (outcome.refused === "last-admin") throw new ConflictError(THIS_WOULD_LEAVE_NO);
        throw new NotFoundError(USER_NOT_FOUND);
      }
      return toUser(outcome.updated);
    },

    /**
     * Deletes an account and what it owns (decision 005), then its profile picture. Never the
     * caller's own account, nor the last admin. Answers the deleted account.
     */
    async deleteAccount(actorId: string, id: string): Promise<User> {
      if (id === actorId) throw new ConflictError(DELETE_SELF_REFUSED);
      const outcome = await deleteUser(db, id);
      if ("refused" in outcome) {
        if (outcome.refused === "last-admin") throw new ConflictError(DELETE_LAST_ADMIN_REFUSED);
        throw new NotFoundError(USER_NOT_FOUND);
      }
      // After the commit: a failed deletion must not lose the picture of an account that stays.
      // The account is gone either way, so a file that cannot be removed is logged, not a 500.
      await removeAvatar(dataDir, outcome.deleted.avatar_file).catch((error: unknown) =>
        log?.warn({ err: error, file: outcome.deleted.avatar_file }, "avatar not removed"),
      );
      return toUser(outcome.deleted);
    },
  };
}
