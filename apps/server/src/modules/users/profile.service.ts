// The account's own settings: name, language, digits and profile picture.
import type { SignedInUser, UpdateMeSchema, User } from "@app/shared/users";
import type { z } from "zod";
import { UnauthorizedError } from "../../lib/errors";
import type { CurrentUser } from "../../plugins/auth";
import { type AccountDeps, toSignedInUser, toUser } from "./accounts";
import { removeAvatar, saveAvatar } from "./avatar-storage";
import { replaceAvatar, updateUserSettings } from "./users.repository";

export function createProfileService({ db, dataDir }: AccountDeps) {
  return {
    /** The account's own settings (name, language, digits); answers the account as it now is. */
    async updateMe(
      user: CurrentUser,
      input: z.output<typeof UpdateMeSchema>,
    ): Promise<SignedInUser> {
      const row = await updateUserSettings(db, user.id, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.locale === undefined ? {} : { locale: input.locale }),
        ...(input.latinDigits === undefined ? {} : { latin_digits: input.latinDigits ? 1 : 0 }),
      });
      // Deleted meanwhile: its token no longer stands either.
      if (!row) throw new UnauthorizedError();
      return toSignedInUser(row);
    },

    /** `image` is the uploaded picture, re-encoded. */
    async setAvatar(userId: string, image: Buffer): Promise<User> {
      const file = await saveAvatar(dataDir, image);
      const outcome = await replaceAvatar(db, userId, file);
      if (!outcome) {
        await removeAvatar(dataDir, file);
        throw new UnauthorizedError();
      }
      await removeAvatar(dataDir, outcome.replaced);
      return toUser(outcome.updated);
    },

    async removeAvatar(userId: string): Promise<User> {
      const outcome = await replaceAvatar(db, userId, null);
      if (!outcome) throw new UnauthorizedError();
      await removeAvatar(dataDir, outcome.replaced);
      return toUser(outcome.updated);
    },
  };
}
