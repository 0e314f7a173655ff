/** Where an approved registration's certificate is served: an unguessable token names it. */
export const certificatePath = (token: string) => `/warranty/certificate/${token}.pdf`;

/** The token's format (24 random bytes, base64url). */
export const certificateTokenPattern = /^[A-Za-z0-9_-]{32}$/;
