/** Branded ids: a plain string at run time, a distinct type per kind at compile time. */
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

/** Printed area number, three digits as on the map ("001"-"788"). */
export type AreaId = Brand<string, 'AreaId'>;
/** Province or minor-country district: kebab-case of its printed name ("bohemia"). */
export type ProvinceId = Brand<string, 'ProvinceId'>;
/** Minor country: kebab-case of its name ("bavaria", "denmark"). */
export type MinorId = Brand<string, 'MinorId'>;
/** City: kebab-case of its printed name ("vienna"). */
export type CityId = Brand<string, 'CityId'>;
export type CorpsId = Brand<string, 'CorpsId'>;
export type FleetId = Brand<string, 'FleetId'>;
export type LeaderId = Brand<string, 'LeaderId'>;
/** Public handle of a counter on the map; never encodes the counter's identity (2.4.2). */
export type CounterId = Brand<string, 'CounterId'>;
export type SeatToken = Brand<string, 'SeatToken'>;

export const areaId = (s: string): AreaId => s as AreaId;
export const provinceId = (s: string): ProvinceId => s as ProvinceId;
export const minorId = (s: string): MinorId => s as MinorId;
export const cityId = (s: string): CityId => s as CityId;
export const leaderId = (s: string): LeaderId => s as LeaderId;

/** Kebab-case slug used for every name-derived id: ASCII, lower case, words joined by '-'. */
export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
