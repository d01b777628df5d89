/**
 * The 400 of a request whose JSON body is not an object (`null`, an array, a number, a string,
 * true or false): every body the API declares is an object of fields, and a schema's own rules
 * may read those fields before its type check has refused the rest.
 */
export const BODY_NOT_OBJECT = 'Dữ liệu gửi lên phải là một đối tượng JSON';

/** Whether a parsed JSON body is an object of fields (not null, not an array). */
export function isJsonObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}
