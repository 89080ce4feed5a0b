/**
 * Corrections to what the extraction flagged (weak contacts, ambiguous water merges,
 * unlabelled islands, misread fields), each with its reason. Applied by convertMap in order.
 */
import type { BBox } from './raster';

export type EdgeKindInput = 'land' | 'coast' | 'sea' | 'strait';

export type FixInput =
  | { id: string; kind: 'removeEdge'; a: string; b: string; reason: string }
  | {
      id: string;
      kind: 'addEdge';
      a: string;
      b: string;
      edge: EdgeKindInput;
      border?: 'national' | 'provincial' | 'area';
      reason: string;
    }
  | { id: string; kind: 'changeEdge'; a: string; b: string; border: 'national' | 'provincial' | 'area'; reason: string }
  | {
      id: string;
      kind: 'relabelPixels';
      from: string;
      to: string;
      bbox: BBox;
      reason: string;
    }
  | { id: string; kind: 'setCityField'; city: string; field: 'fleches' | 'spires'; value: number; reason: string }
  /** Confirms an ambiguous extraction choice after review; changes nothing. */
  | { id: string; kind: 'confirm'; target: string; reason: string };

export const FIXES: readonly FixInput[] = [
  {
    id: 'marmara-768',
    kind: 'relabelPixels',
    from: '769',
    to: '768',
    bbox: [2150, 1330, 2345, 1460],
    reason:
      'the unnumbered Sea of Marmara was merged into the Black Sea (769) through the Constantinople port box; it lies south of the Bosphorus and belongs to the Dardanelles sea area 768 (6.2.1.3)',
  },
  {
    id: 'dardanelles-762-768',
    kind: 'addEdge',
    a: '762',
    b: '768',
    edge: 'sea',
    reason:
      'the Dardanelles strait is drawn closed by the 554-586 crossing arrow, which cut the only sea link between the Aegean (762) and the Black Sea; fleets pass through the Dardanelles sea area (6.2.1.3, 10.7)',
  },
  {
    id: 'le-havre-fleches',
    kind: 'setCityField',
    city: 'le-havre',
    field: 'fleches',
    value: 0,
    reason: 'symbol overlapped by text, fleches unread; set to 0 (unfortified), as for the other Channel ports but Saint-Malo',
  },
];
