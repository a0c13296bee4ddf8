/**
 * Texts and the route of the security page and the sign-in's second step (docs/product.md §23; ours,
 * not the spec's). Catalogue messages (src/web/i18n/catalogue.ts; `{name}` placeholders): components
 * read the active language's through `useTexts().SECURITY_TEXTS` (decision 0060).
 */

export const SECURITY_PATH = '/security';

export const SECURITY_TEXTS = {
  link: 'Security: two-factor sign-in, sessions',
  heading: 'Security',
  login: {
    codeIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Code',
    back: 'Back',
    passkey: 'Sign in with a passkey',
    or: 'or',
  },
  passkeys: {
    heading: 'Passkeys',
    intro: 'A passkey signs you in with your fingerprint, face or screen lock, without a password or a code.',
    none: 'No passkeys yet.',
    name: 'Name of the new passkey',
    defaultName: 'My passkey',
    add: 'Add a passkey',
    dates: 'Added {added} · {used}',
    lastUsed: 'last used {date}',
    neverUsed: 'not used yet',
    remove: 'Remove',
    removeNamed: 'Remove the passkey {name}',
    removeConfirmTitle: 'Remove this passkey?',
    removeConfirmText:
      'It will no longer sign you in here. Remove it from your device or password manager too.',
    unsupported: 'This browser cannot make passkeys.',
    cancelled: 'No passkey was made.',
  },
  twoFactor: {
    heading: 'Two-factor sign-in',
    off: 'Off. Your password alone signs you in.',
    on: 'On since {date}. {left} of 10 recovery codes left.',
    turnOn: 'Turn on two-factor sign-in',
    scan: 'Scan this QR code with an authenticator app (such as Aegis, Google Authenticator or 1Password), then enter the 6-digit code it shows.',
    qrAlt: 'QR code to add Vitae to an authenticator app',
    key: 'Or type this key in the app:',
    code: 'Code from the app',
    confirm: 'Confirm',
    cancel: 'Cancel',
    codesHeading: 'Your recovery codes',
    codesIntro:
      'Each code signs you in once when you do not have your phone. Save them somewhere safe now: they are not shown again.',
    copy: 'Copy the codes',
    copied: 'Copied.',
    saved: 'I have saved them',
    newCodes: 'New recovery codes',
    newCodesConfirmTitle: 'Make new recovery codes?',
    newCodesConfirmText: 'Your current recovery codes stop working.',
    turnOff: 'Turn off',
    turnOffConfirmTitle: 'Turn off two-factor sign-in?',
    turnOffConfirmText: 'Your password alone will sign you in. Your recovery codes stop working.',
    signInAgain: 'Sign in again',
  },
  sessions: {
    heading: 'Where you are signed in',
    intro: 'Every browser signed in to your account. End any session you do not recognise.',
    unknownDevice: 'Unknown device',
    signedIn: 'Signed in {date}',
    lastSeen: 'last active {date}',
    thisDevice: 'This device',
    end: 'End session',
    endNamed: 'End the session on {device}',
    endOthers: 'End all other sessions',
    endOthersConfirmTitle: 'End all other sessions?',
    endOthersConfirmText: 'Every other browser signed in to your account must sign in again.',
    loadError: 'The sessions could not be loaded.',
  },
} as const;
