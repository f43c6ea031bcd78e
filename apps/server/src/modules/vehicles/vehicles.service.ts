// Vehicles the admin keeps on file: list, add, edit (the specification's Edit did nothing), delete.
import type { Vehicle, VehicleInputSchema, VehicleListQuery } from "@app/shared/vehicles";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import {
  deleteVehicle,
  insertVehicle,
  listVehicles,
  updateVehicle,
  type VehicleRow,
} from "./vehicles.repository";

const VEHICLE_NOT_FOUND = /*i18n*/ { id: "vehicles.vehicleNotFound", message: "Vehicle not found" };

type VehicleValues = z.output<typeof VehicleInputSchema>;

export const toVehicle = (row: VehicleRow): Vehicle => ({
  _id: row.id,
  year: row.year,
  make: row.make,
  model: row.model,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function createVehiclesService(db: Kysely<Database>) {
  return {
    async list(query: VehicleListQuery): Promise<Paged<Vehicle>> {
      return mapPage(await listVehicles(db, query), toVehicle);
    },
    async add(input: VehicleValues): Promise<Vehicle> {
      const now = nowIso();
      const row = await insertVehicle(db, {
        id: newId(),
        ...input,
        created_at: now,
        updated_at: now,
      });
      return toVehicle(row);
    },
    async edit(id: string, input: VehicleValues): Promise<Vehicle> {
      const row = await updateVehicle(db, id, { ...input, updated_at: nowIso() });
      if (!row) throw new NotFoundError(VEHICLE_NOT_FOUND);
      return toVehicle(row);
    },
    async remove(id: string): Promise<void> {
      if (!(await deleteVehicle(db, id))) throw new NotFoundError(VEHICLE_NOT_FOUND);
    },
  };
}
