/**
 * Flattens nested input into the bracketed form keys of the wire format
 * (ARCHITECTURE.md §4): { wrapper: { field: 1 } } → "wrapper[field]=1",
 * { ids: [1, 2] } → "ids[]=1&ids[]=2". Booleans travel as 1/0; null and undefined are left out.
 */
export function toFormParams(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  const visit = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(`${key}[]`, item);
    } else if (typeof value === 'object') {
      for (const [child, childValue] of Object.entries(value as Record<string, unknown>)) {
        visit(`${key}[${child}]`, childValue);
      }
    } else if (typeof value === 'boolean') {
      params.append(key, value ? '1' : '0');
    } else {
      params.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(input)) visit(key, value);
  return params;
}
