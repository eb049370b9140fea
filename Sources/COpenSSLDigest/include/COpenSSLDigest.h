// SHA-256 from the system's OpenSSL (libcrypto, Debian's libssl-dev), for FolioHashing.
//
// Lifetimes: nothing outlives a call. folio_sha256 reads `count` bytes at `bytes` (which may be
// NULL when count is 0) and writes 32 bytes to `digest`; OpenSSL keeps no pointer to either.
// The digest context is made and freed inside the call.
#ifndef FOLIO_COPENSSLDIGEST_H
#define FOLIO_COPENSSLDIGEST_H

#include <stddef.h>
#include <stdint.h>

/// Writes the SHA-256 digest of bytes[0..<count] to digest[0..<32]; returns 1, or 0 when OpenSSL
/// failed (which it does only when out of memory).
int32_t folio_sha256(const void *bytes, size_t count, uint8_t *digest);

#endif
