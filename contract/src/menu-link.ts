// Zod-free, so the web's route guard can check links without loading the schema library (the shell budget, #14).

/**
 * What a menu link may be (PRODUCT §9): an app path, one `/` then anything but `/` (so never `//host`, which a
 * browser reads as another site), or an `https://` address with a plain host name. No backslash (browsers read
 * `/\\host` as `//host`), no control character or space (browsers drop tabs and newlines from addresses, so
 * `/<tab>/host` would become `//host`), no other scheme (`http:`, `javascript:`, `data:`).
 */
export const menuLinkPattern =
  /^(?:\/[^/\\\s\p{Cc}][^\\\s\p{Cc}]*|https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][^\\\s\p{Cc}]*)?)$/u;
export const isMenuLink = (url: string) => menuLinkPattern.test(url);
