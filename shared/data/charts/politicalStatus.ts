import { z } from 'zod';
import type { MajorPower } from '../../model';
import { chartHeader, powerSchema, provenanceSchema } from './common';

/** 10.5.1 Zone lines in display order, lowest first; each joins the next end to end. */
export const STATUS_ZONES = ['fiasco', 'instability', 'neutral', 'dominant'] as const;
export type StatusZone = (typeof STATUS_ZONES)[number];
export const CAMPAIGNS = ['I', 'II', 'III'] as const;
export type CampaignNumeral = (typeof CAMPAIGNS)[number];

const box = z.object({
  number: z.number().int().min(1),
  vp: z.number().int().min(0),
  /** 8.6 political status adjustment: points gained (+) or lost (-) each Economic Phase. */
  psa: z.number().int(),
  /** 10.5.2 roll this or less to collect only half; null where the box prints none. */
  economicLoss: z.number().int().min(1).max(6).nullable(),
});

const start = z.object({
  power: powerSchema,
  campaign: z.enum(CAMPAIGNS),
  zone: z.enum(STATUS_ZONES),
  number: z.number().int().min(1),
  basis: z.enum(['transcribed', 'reconstructed']),
  note: z.string().optional(),
});

export const politicalStatusSchema = z
  .object({
    ...chartHeader('political-status'),
    zones: z
      .array(z.object({ zone: z.enum(STATUS_ZONES), statusModifier: z.number().int(), boxes: z.array(box).min(1) }))
      .length(STATUS_ZONES.length),
    startingBoxes: z.object({
      provenance: provenanceSchema,
      campaignYears: z.record(z.enum(CAMPAIGNS), z.number().int()),
      boxes: z.array(start),
    }),
  })
  .superRefine((c, ctx) => {
    c.zones.forEach((z, i) => {
      if (z.zone !== STATUS_ZONES[i]) ctx.addIssue({ code: 'custom', path: ['zones', i, 'zone'], message: `expected zone "${STATUS_ZONES[i]}" here` });
      z.boxes.forEach((b, j) => {
        if (b.number !== j + 1) ctx.addIssue({ code: 'custom', path: ['zones', i, 'boxes', j, 'number'], message: `expected box number ${j + 1}` });
        if ((z.zone === 'neutral' || z.zone === 'dominant') && b.economicLoss !== null)
          ctx.addIssue({ code: 'custom', path: ['zones', i, 'boxes', j, 'economicLoss'], message: 'expected null: economic loss applies only in Instability and Fiasco (10.5.2)' });
      });
    });
    const seen = new Set<string>();
    c.startingBoxes.boxes.forEach((s, i) => {
      const key = `${s.power}/${s.campaign}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['startingBoxes', 'boxes', i], message: `expected one start box per power and campaign, ${key} repeats` });
      seen.add(key);
      const zone = c.zones.find((z) => z.zone === s.zone);
      if (zone && !zone.boxes.some((b) => b.number === s.number))
        ctx.addIssue({ code: 'custom', path: ['startingBoxes', 'boxes', i, 'number'], message: `expected a box that exists in the ${s.zone} zone` });
    });
  });
export type PoliticalStatusChart = z.infer<typeof politicalStatusSchema>;

/** One box of the display with its place on the whole track (0 = leftmost Fiasco box). */
export interface StatusBox {
  position: number;
  zone: StatusZone;
  number: number;
  vp: number;
  psa: number;
  economicLoss: number | null;
  statusModifier: number;
}

/**
 * 10.5.1 The display as one track, left (worst) to right (best). Performance (issue 20,
 * allocation: read for every status question): built once per chart and frozen, so a caller
 * that tried to change it would fail loudly instead of changing it for the others.
 */
export function statusTrack(chart: PoliticalStatusChart): StatusBox[] {
  let track = tracks.get(chart);
  if (!track) {
    track = Object.freeze(
      chart.zones.flatMap((z) => z.boxes.map((b) => ({ zone: z.zone, statusModifier: z.statusModifier, ...b }))).map((b, position) => Object.freeze({ ...b, position })),
    );
    tracks.set(chart, track);
  }
  return track as StatusBox[];
}
const tracks = new WeakMap<PoliticalStatusChart, readonly StatusBox[]>();

export function statusBox(chart: PoliticalStatusChart, zone: StatusZone, number: number): StatusBox | undefined {
  return statusTrack(chart).find((b) => b.zone === zone && b.number === number);
}

/**
 * 10.5.1 Moves a marker by a number of political points; it stops at either end.
 * `pushedOffBottom` is true when losses would have taken it past the lowest box (must sue for peace).
 */
export function moveStatus(chart: PoliticalStatusChart, position: number, points: number): { position: number; pushedOffBottom: boolean } {
  const last = statusTrack(chart).length - 1;
  const target = position + Math.trunc(points);
  return { position: Math.min(last, Math.max(0, target)), pushedOffBottom: target < 0 };
}

/** 2.4.3.3 Printed starting box of a power in a campaign. */
export function startingBox(chart: PoliticalStatusChart, power: MajorPower, campaign: CampaignNumeral): StatusBox | undefined {
  const s = chart.startingBoxes.boxes.find((b) => b.power === power && b.campaign === campaign);
  return s ? statusBox(chart, s.zone, s.number) : undefined;
}
