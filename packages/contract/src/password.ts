/** Password rules shared by the server and the web forms (SPEC 5). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const CHARACTER_CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** How many of the four classes (uppercase, lowercase, digit, symbol) the password uses. */
export function characterClassCount(password: string): number {
  return CHARACTER_CLASSES.filter((cls) => cls.test(password)).length;
}

/** At least 8 characters (at most 128) of at least three of the four classes. */
export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    characterClassCount(password) >= 3
  );
}
