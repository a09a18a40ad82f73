import type { ApiClient } from "~/api/client.server";
import { MODULE_TYPES, type ModuleType } from "~/sessions/prefs.server";
import { modulesForZones } from "./zone-match";

/** A module as the chooser and the rail show it. */
export interface ModuleOption {
  id: number;
  name: string;
  type: ModuleType;
  icon: string | null;
  zoneIds: number[];
}

const isModuleType = (value: string): value is ModuleType =>
  (MODULE_TYPES as readonly string[]).includes(value);

/**
 * The modules serving `zoneIds` (GET /module with that zoneId header, cached per zone list).
 * Types this storefront cannot show (rental, ride-share, service addons) are left out: choosing
 * one would lead to pages that do not exist here.
 */
export async function modulesServing(api: ApiClient, zoneIds: string): Promise<ModuleOption[]> {
  const client = api.state.zoneIds === zoneIds ? api : api.with({ zoneIds });
  const list = await client.config.modules();
  const options = list.flatMap((m): ModuleOption[] =>
    isModuleType(m.module_type)
      ? [
          {
            id: m.id,
            name: m.module_name,
            type: m.module_type,
            icon: m.icon_full_url ?? null,
            zoneIds: (m.zones ?? []).map((z) => z.id),
          },
        ]
      : [],
  );
  return modulesForZones(options, zoneIds);
}
