import { apiPaths } from '@srm/contract';
import { api } from './api.ts';
import { encryptWithPublicKey } from './crypto.ts';

/**
 * A password as the server takes it (PRODUCT §9): base64(RSA-OAEP-SHA256(`nonce:password`)) with the server's key
 * and a nonce fetched just now. The server accepts each nonce once, so every password field of a request is
 * encrypted with a nonce of its own, and a captured request cannot be sent again.
 */
export async function encryptPassword(password: string, options: { silent?: boolean } = {}): Promise<string> {
  const { data } = await api.get(apiPaths.auth.publicKey, options);
  return encryptWithPublicKey(data.PublicKey, `${data.Nonce}:${password}`);
}
