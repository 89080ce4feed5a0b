import { describe, expect, it } from 'vitest';
import { DATA, startPolitical } from '../../../test/political/politicalSetup';
import { accessAllowed, dardanellesController } from './access';

describe('10.3 access as political state', () => {
  it('10.3.1.2 voluntary access lets the grantee in; war needs none; 10.3.1.2.3 unconditional (C.5) too', () => {
    const s = startPolitical();
    expect(accessAllowed(s, 'russia', 'prussia')).toBe(true); // granted in the setup
    expect(accessAllowed(s, 'austria', 'prussia')).toBe(false);
    expect(accessAllowed(s, 'france', 'austria')).toBe(true); // at war
    const c5 = { ...s, relations: { ...s.relations, access: [{ grantor: 'prussia' as const, grantee: 'austria' as const, kind: 'unconditional' as const }] } };
    expect(accessAllowed(c5, 'austria', 'prussia')).toBe(true);
  });

  it('10.7 Constantinople\'s holder controls the Dardanelles, nobody while it is besieged', () => {
    const s = startPolitical();
    expect(dardanellesController(s, DATA.land!, () => false)).toBe('turkey');
    expect(dardanellesController(s, DATA.land!, () => true)).toBeNull();
  });
});
