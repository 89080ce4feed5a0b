import { OPTIONAL_RULES } from '../../../shared/model';

/** The optional rules offered on the New game screen, in the model's order (sections 11-12, v2.71). */
export const OPTIONAL_RULE_LIST = OPTIONAL_RULES;
