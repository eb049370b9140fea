// OpenSSL's EVP digest calls for FolioHashing's SHA256; see include/COpenSSLDigest.h.
#include "COpenSSLDigest.h"

#include <openssl/evp.h>

int32_t folio_sha256(const void *bytes, size_t count, uint8_t *digest) {
    static const uint8_t empty = 0;
    unsigned int length = 0;
    // EVP_Digest: one context made, used and freed inside OpenSSL (the one-shot call).
    int ok = EVP_Digest(count ? bytes : &empty, count, digest, &length, EVP_sha256(), NULL);
    return ok == 1 && length == 32 ? 1 : 0;
}
