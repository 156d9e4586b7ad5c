/** What the OpenAPI theme's storage-utils uses of crypto-js (`CryptoJS.SHA1(message).toString()`), on src/lib/sha1. */
import { sha1Hex } from '../../../lib/sha1';

const CryptoJS = {
  SHA1: (message: string) => ({ toString: () => sha1Hex(message) }),
};

export default CryptoJS;
