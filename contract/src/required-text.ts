/**
 * The required text field of the contract's form schemas (the Company form, the post forms, the
 * hero slides, the request form): trimmed, at least one character, at most `max`, with messages
 * in the forms' words (spec §8 field errors; DESIGN §6 `{message, errors: {field: text}}`).
 */
import { z } from 'zod';

/**
 * @param label the field's name in its messages, e.g. 'Company name'
 * @param max the most characters after trimming
 * @param required the message when it is missing or blank (default "{label} is required")
 * @returns the zod schema; too long reads "{label} must be at most {max} characters"
 */
export const requiredText = (label: string, max: number, required = `${label} is required`) =>
  z.string({ error: required }).trim().min(1, required).max(max, `${label} must be at most ${max} characters`);
