/**
 * A value made at its first use and kept: for module-level objects that are costly to build and
 * not always needed, such as an `Intl` formatter with a time zone (the first one loads ICU's
 * zone data, about 17 ms of a server's start) that the start itself never formats with.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
