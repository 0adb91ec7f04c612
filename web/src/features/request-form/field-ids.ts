/**
 * The element id of each field of the request form: what the error summary's links point at
 * and focus (`request-name`, … ; for a group of checkboxes or radios, its first input).
 */
import type { RequestField } from './request-form-values';

/** `request-{field}`. */
export function fieldId(field: RequestField): string {
  return `request-${field}`;
}
