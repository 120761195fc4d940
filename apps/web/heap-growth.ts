import { setFlagsFromString } from 'node:v8';

/**
 * Has V8 collect the old heap once it has grown by `percent` past what the last full collection
 * kept, instead of by the factor V8 picks (up to four times when collections are quick): a
 * site worker's memory then follows its live objects (decision 0172). V8 reads the flag at each
 * collection, so setting it at start-up is enough; 0 leaves V8's own choice.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
