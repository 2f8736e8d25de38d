/**
 * JSON text for inside a `<script>` element (JSON-LD, server state): `<`, `>` and `&` are escaped,
 * so a value such as `</script><script>` can never close the element or open a comment.
 */
export function toScriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
