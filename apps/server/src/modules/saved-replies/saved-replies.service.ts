// Saved replies (docs/product.md: support desk): one list all staff keep together; list, add, change, delete.

import { columnsFromText, textFromColumns } from "@app/shared/localized-text";
import type {
  SavedReply,
  SavedReplyInputSchema,
  SavedReplyListQuery,
} from "@app/shared/saved-replies";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import {
  deleteSavedReply,
  findSavedReply,
  insertSavedReply,
  listSavedReplies,
  type SavedReplyRow,
  updateSavedReply,
} from "./saved-replies.repository";

const SAVED_REPLY_NOT_FOUND = /*i18n*/ {
  id: "saved-replies.savedReplyNotFound",
  message: "Saved reply not found",
};

type Input = z.output<typeof SavedReplyInputSchema>;

const toSavedReply = (row: SavedReplyRow): SavedReply => ({
  _id: row.id,
  title: row.title,
  text: textFromColumns(row, "text"),
  updatedBy: row.updated_by_name,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function createSavedRepliesService(db: Kysely<Database>) {
  const found = async (id: string): Promise<SavedReply> => {
    const row = await findSavedReply(db, id);
    if (!row) throw new NotFoundError(SAVED_REPLY_NOT_FOUND);
    return toSavedReply(row);
  };
  return {
    async list(query: SavedReplyListQuery): Promise<Paged<SavedReply>> {
      return mapPage(await listSavedReplies(db, query), toSavedReply);
    },
    async add(user: CurrentUser, input: Input): Promise<SavedReply> {
      const now = nowIso();
      const id = newId();
      await insertSavedReply(db, {
        id,
        title: input.title,
        ...columnsFromText(input.text, "text"),
        updated_by: user.id,
        created_at: now,
        updated_at: now,
      });
      return found(id);
    },
    async change(user: CurrentUser, id: string, input: Input): Promise<SavedReply> {
      const changed = await updateSavedReply(db, id, {
        title: input.title,
        ...columnsFromText(input.text, "text"),
        updated_by: user.id,
        updated_at: nowIso(),
      });
      if (!changed) throw new NotFoundError(SAVED_REPLY_NOT_FOUND);
      return found(id);
    },
    async remove(id: string): Promise<void> {
      if (!(await deleteSavedReply(db, id))) throw new NotFoundError(SAVED_REPLY_NOT_FOUND);
    },
  };
}
