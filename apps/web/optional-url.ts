/** An absolute URL from the environment without its trailing slash, or undefined when unset. */
export function optionalUrl(name: string): string | undefined {
  const value = process.env[name];
  if (!value) return undefined;
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`Invalid configuration: ${name} must be an absolute URL, got "${value}"`);
  }
}
