import type { TBranch, TGeo } from '@agrolease/contracts/geo';

/** The browser calls /srv itself for this per-visitor widget (ARCHITECTURE.md §1). */
async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export const geoApi = {
  detect: (signal?: AbortSignal) => getJson<TGeo>('/srv/GetGeoByIP', signal),
  searchCities: async (text: string, signal?: AbortSignal) =>
    (await getJson<{ items: TGeo[] }>(`/srv/GetGeoByCity?city=${encodeURIComponent(text.trim())}`, signal))
      .items,
  branches: async (regionFiasId: string, signal?: AbortSignal) =>
    (
      await getJson<{ items: TBranch[] }>(
        `/srv/GetFilialsByCoordinates?region_fias_id=${encodeURIComponent(regionFiasId)}`,
        signal,
      )
    ).items,
};
