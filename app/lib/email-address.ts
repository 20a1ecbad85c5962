// Its own small module: the contact links and the JSON-LD that every page's scripts may carry need
// only this, not the plain-text parser.
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}$/;

/** An e-mail address as the pages link it (mailto:), with nothing around it. */
export const isEmailAddress = (value: string) => EMAIL.test(value);
