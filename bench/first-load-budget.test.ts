import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CABINET_LAYOUT,
  clientDir,
  kb,
  PUBLIC_TEMPLATES,
  publicFirstLoads,
  signedInFirstLoads,
} from './first-load-js.ts';

/** What every public page loads before its own route: the client entry, the root and the public layout. */
const FRAME = ['entry', 'root', 'layouts/public-layout'];

/**
 * The most first-load JavaScript (gzip) a public page template may ship: issue 12's target, met
 * by every template since decisions 0133–0136 (132.9–140.0 KB). Never raise it to let a page grow.
 */
const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/**
 * What the root and the public layout together may add to the client entry on every public page
 * (decision 0133: 35.8 → 20.1 KB gzip; the header's and footer's code is hydrated later).
 */
const SHARED_FRAME_BUDGET_BYTES = 21 * 1024;

/**
 * The most first-load JavaScript (gzip) a signed-in page template may ship (issue 36): the
 * heaviest, the agent's application wizard, was 349.9 KB before the contracts package said it
 * has no side effects and the cabinet's frame stopped importing Zod (311.7 KB after), then 315.9 KB
 * once every cabinet page wrote Mantine's markup through the plain pieces (decision 0159; the
 * wizard keeps Mantine's inputs too); 304.6 KB once the signing dialog came with its first
 * opening, the compliance forms (310.0 KB) the heaviest since; 291.7 KB once the compliance
 * forms, the agent's wizard, the subleasing wizards and the deal's review form read their
 * addresses and limits from Zod-free modules and the client's and supplier's poller fetched the
 * toasts' code with the first toast (decision 0186: the forms 272.2, the wizard 268.7, subleasing
 * 254.3), the back office's application (its decision forms validate with Zod) the heaviest since. A ceiling that only comes
 * down: never raise it to let a page grow. Once it was: when the same day's work met in main
 * (decision 0187), the back office's layout grew with its phone drawer and queue counts and its
 * application reached 295.2 KB against the 292 measured on its own branch; 296 until that page's
 * decision forms load on first opening (decision 0186's next step). They load their schemas on
 * the first focus since, and the list pages their export links from the loader: 281, the
 * supplier's accreditation (280.1 KB) the heaviest.
 */
const SIGNED_IN_BUDGET_BYTES = 281 * 1024;

/**
 * The signed-in templates that may still ship Zod in their first load (issue 36). None validates
 * with Zod in the browser: each reads a plain value (a page address, a list of states, an export
 * link) from a schema module of packages/contracts, which brings the module's schemas and Zod
 * along (decision 0186: a Zod-free values module, or the value computed in the loader). A list
 * that may only shrink: never add a template to let it ship Zod; take one off once it no longer
 * does.
 */
const SIGNED_IN_WITH_ZOD = [
  'factoring-customer-dashboard',
  'factoring-customer-registers',
  'routes/backoffice/factoring',
  'routes/backoffice/payments',
  'routes/cabinet/client/orders',
  'routes/cabinet/factoring/register',
  'routes/cabinet/factoring/reports',
];

const loads = publicFirstLoads();
const signedIn = signedInFirstLoads();

const shipsZod = (file: string) => readFileSync(join(clientDir, file), 'utf8').includes('$ZodType');

describe('first-load JavaScript of the public templates (production build)', () => {
  it('covers every public template', () => {
    expect(loads.map((load) => load.template)).toEqual(Object.keys(PUBLIC_TEMPLATES));
  });

  it.each(loads)(`$template stays within ${kb(FIRST_LOAD_BUDGET_BYTES)} gzip`, (load) => {
    const layers = load.layers.map((layer) => `${layer.name} ${kb(layer.gzipBytes)}`).join(' + ');
    expect(load.gzipBytes, `${load.template}: ${kb(load.gzipBytes)} = ${layers}`).toBeLessThanOrEqual(
      FIRST_LOAD_BUDGET_BYTES,
    );
  });

  it(`the root and the public layout together stay within ${kb(SHARED_FRAME_BUDGET_BYTES)} gzip`, () => {
    for (const load of loads) {
      const shared = load.layers.filter(
        (layer) => layer.name === 'root' || layer.name === 'layouts/public-layout',
      );
      const bytes = shared.reduce((sum, layer) => sum + layer.gzipBytes, 0);
      const layers = shared.map((layer) => `${layer.name} ${kb(layer.gzipBytes)}`).join(' + ');
      expect(bytes, `${load.template}: ${layers}`).toBeLessThanOrEqual(SHARED_FRAME_BUDGET_BYTES);
    }
  });

  it('the frame every public page shares (entry, root, public layout) ships no Zod', () => {
    const frame = loads[0]?.layers.filter((layer) => FRAME.includes(layer.name)) ?? [];
    expect(frame.map((layer) => layer.name)).toEqual(FRAME);
    const withZod = frame
      .flatMap((layer) => layer.files)
      .filter(({ file }) => shipsZod(file))
      .map(({ file }) => file);
    expect(withZod).toEqual([]);
  });
});

describe('first-load JavaScript of the signed-in templates (production build)', () => {
  it('finds the cabinets of every role and the back office', () => {
    const prefixes = [
      'routes/cabinet/client/',
      'routes/cabinet/supplier/',
      'routes/cabinet/agent/',
      'routes/backoffice/',
    ];
    for (const prefix of prefixes)
      expect(
        signedIn.some((load) => load.routeId.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it.each(signedIn)(`$template stays within ${kb(SIGNED_IN_BUDGET_BYTES)} gzip`, (load) => {
    const layers = load.layers.map((layer) => `${layer.name} ${kb(layer.gzipBytes)}`).join(' + ');
    expect(load.gzipBytes, `${load.template}: ${kb(load.gzipBytes)} = ${layers}`).toBeLessThanOrEqual(
      SIGNED_IN_BUDGET_BYTES,
    );
  });

  it('the frames of the signed-in pages (the cabinet layout and each role’s) ship no Zod', () => {
    const frames = new Map<string, string[]>();
    for (const load of signedIn) {
      const frameLayers = load.layers.slice(
        load.layers.findIndex((layer) => layer.name === CABINET_LAYOUT),
        -1,
      );
      for (const layer of frameLayers)
        frames.set(
          layer.name,
          layer.files.filter(({ file }) => shipsZod(file)).map(({ file }) => file),
        );
    }
    expect(frames.size).toBeGreaterThan(1);
    expect([...frames].filter(([, files]) => files.length > 0)).toEqual([]);
  });

  it('only the listed templates ship Zod, and each listed one still does (the list only shrinks)', () => {
    const withZod = signedIn
      .filter((load) => load.layers.some((layer) => layer.files.some(({ file }) => shipsZod(file))))
      .map((load) => load.template);
    expect(
      withZod.filter((template) => !SIGNED_IN_WITH_ZOD.includes(template)),
      'templates that ship Zod and are not on SIGNED_IN_WITH_ZOD',
    ).toEqual([]);
    expect(
      SIGNED_IN_WITH_ZOD.filter((template) => !withZod.includes(template)),
      'templates on SIGNED_IN_WITH_ZOD that no longer ship Zod: take them off the list',
    ).toEqual([]);
  });
});
