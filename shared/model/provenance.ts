/**
 * Where a table or value comes from, shown in the Data Sources screen.
 * - transcribed: read from a printed component or a transcription of it (source names which);
 * - extracted: machine-read from the map image, checked by eye;
 * - reconstructed: not found; built by the stated method from the rules and history.
 */
export type Provenance =
  | { kind: 'transcribed'; source: string; note?: string }
  | { kind: 'extracted'; source: string; note?: string }
  | { kind: 'reconstructed'; method: string; note?: string };

export const PROVENANCE_KINDS = ['transcribed', 'extracted', 'reconstructed'] as const;
export type ProvenanceKind = (typeof PROVENANCE_KINDS)[number];
