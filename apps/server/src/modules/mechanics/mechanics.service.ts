// Mechanics the admin keeps on file: list, add, delete.
import type { Mechanic, MechanicInputSchema, MechanicListQuery } from "@app/shared/mechanics";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import {
  deleteMechanic,
  insertMechanic,
  listMechanics,
  type MechanicRow,
} from "./mechanics.repository";

const MECHANIC_NOT_FOUND = /*i18n*/ {
  id: "mechanics.mechanicNotFound",
  message: "Mechanic not found",
};

export const toMechanic = (row: MechanicRow): Mechanic => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  createdAt: row.created_at,
});

export function createMechanicsService(db: Kysely<Database>) {
  return {
    async list(query: MechanicListQuery): Promise<Paged<Mechanic>> {
      return mapPage(await listMechanics(db, query), toMechanic);
    },
    async add(input: z.output<typeof MechanicInputSchema>): Promise<Mechanic> {
      const row = await insertMechanic(db, { id: newId(), ...input, created_at: nowIso() });
      return toMechanic(row);
    },
    async remove(id: string): Promise<void> {
      if (!(await deleteMechanic(db, id))) throw new NotFoundError(MECHANIC_NOT_FOUND);
    },
  };
}
