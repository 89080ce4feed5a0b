/**
 * The command answering a decision with option value(s): the model's one mapping, shared
 * with the engine, so the renderer never restates field names per kind. The host judges
 * legality.
 */
export { commandFor as buildCommand } from '../../../shared/model';
