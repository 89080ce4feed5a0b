import { describe, expect, it } from 'vitest';
 
import { OPTIONAL_RULES } from '../../../shared/model/options';
import { OPTIONAL_RULE_LIST } from './optionalRules';

// Guards the renderer's display copy of the optional rules against drift from the model.
describe('New game: optional rules list', () => {
  it('lists every optional rule of the model, in the same order, with its rule number and title', () => {
    expect(OPTIONAL_RULE_LIST.map((o) => [o.id, o.rule, o.title])).toEqual(OPTIONAL_RULES.map((o) => [o.id, o.rule, o.title]));
  });
});
