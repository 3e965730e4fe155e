/** The SDK's version, as in package.json (a test keeps the two equal); sent in the User-Agent of Node requests. */
export const version = '0.1.0';
