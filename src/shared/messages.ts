/**
 * The texts a person reads, spelled exactly as the spec writes them (typos included). The UI and the
 * tests import them from here, so a text exists once.
 *
 * Source: docs/product.md §2, §4, §5 and §8; docs/api.md "Reorder" and "Rules carried by the server" for the
 * server's messages.
 */

export const MESSAGES = {
  validation: {
    completeAllFields: 'You must complete all fields!',
    passwordsDoNotMatch: 'Passwords do not match!',
    passwordsDoNotMatchInline: 'Passwords do not match',
    educationType: 'Please select a valid type of Education!',
    skillType: 'Please select a valid Type of Language!',
    socialLinkType: 'Please select a valid Type of Social Media - Contact!',
    invalidOrDuplicateUrl: 'Invalid or duplicate URL!',
    allCategoryDelete: 'Error: This Category must be all time!',
    allCategoryRemove: 'Error: This Category must be all the time!',
    populateFieldsNeeded: 'All fields are needed!',
  },
  pages: {
    loadingUser: 'Loading User',
    loadingProfile: 'Loading profile...',
    forbidden: "You don't have the credentials to view this page or the credentials expired.",
    notFound: 'The page you are looking for does not exist.',
  },
  empty: {
    person: 'No person data available.',
    works: 'No Works data available.',
    projects: 'No Proyects data available.',
    categories: 'No Categories data available',
    educations: 'No Educations data available.',
    skills: 'No Languages data available.',
  },
  headings: {
    educations: 'Educations:',
    skills: 'Skills:',
    hardSkills: 'Hard Skills:',
    softSkills: 'Soft Skills:',
    projects: 'Proyects:',
    categories: 'Categories:',
    aboutMe: 'About Me',
  },
  clickHere: 'Click Here',
  session: {
    noUser: 'No user found or error getting the information!',
  },
  load: {
    educations: 'Error loading Educations: ',
    skills: 'Error loading Languages: ',
    person: 'Error loading Person: ',
    noPerson: 'No person data found!',
    categories: 'Error loading categories: ',
    projects: 'Error loading Proyects: ',
    works: 'Error loading Works: ',
  },
  formLoad: {
    education: 'Error loading Education by Id',
    work: 'Error loading Work by Id',
    skill: 'Error loading Language by Id',
    project: 'Error loading Proyect by Id!',
    socialLink: 'Error loading Social Media/Contact by Id',
    category: 'Error loading Category by Id',
  },
  formSave: {
    education: 'Error saving Education',
    work: 'Error saving Work',
    skill: 'Error saving Language',
    project: 'Error saving Proyect!',
    socialLink: 'Error saving Social Media/Contact',
    category: 'Error saving Category',
  },
  saved: {
    education: 'Education saved!',
    work: 'Work saved!',
    skill: 'Language saved!',
    project: 'Proyect saved!',
    socialLink: 'Social Media/Contact saved!',
    category: 'Category saved!',
  },
  deleted: {
    education: 'Education Deleted!',
    skill: 'Language Deleted!',
    category: 'Category Deleted!',
    project: 'Proyect Deleted!',
    work: 'Work Deleted!',
  },
  deleteError: {
    contact: 'Error deleting Contact: ',
    socialMedia: 'Error deleting Social Media: ',
    education: 'Error deleting Education: ',
    skill: 'Error deleting Language: ',
    category: 'Error deleting Category: ',
    project: 'Error deleting Proyect: ',
    work: 'Error deleting the Work: ',
  },
  deleteConfirm: {
    education: { title: 'Delete Education:', text: 'Are you sure you want to delete the Education?' },
    skill: { title: 'Delete Language:', text: 'Are you sure you want to delete the Language?' },
    category: { title: 'Delete Category:', text: 'Are you sure you want to delete the Category?' },
    project: { title: 'Delete Proyect:', text: 'Are you sure you want to delete the Proyect?' },
    work: { title: 'Delete Work:', text: 'Are you sure you want to delete the Work?' },
  },
  reorder: {
    saved: 'Order updated!',
    error: 'Error updating order: ',
  },
  login: {
    success: 'Login Success!',
    failed: 'Login failed!',
    invalid: 'Login Failed or invalid credentials!',
    /** Prefix for an unexpected failure (network); the error text follows. docs/product.md §8 "Login". */
    unexpected: 'Ooooppsss! An error has occurred. Error: ',
    /** A right password for an account with two-factor sign-in but no code (docs/product.md §23). */
    twoFactorRequired:
      'This account also needs a code from an authenticator app. Sign in on the Vitae sign-in page, which asks for it.',
    /** A wrong, expired or already used second-step code (docs/product.md §23). */
    wrongCode: 'The code is wrong, expired or already used.',
  },
  profile: {
    notFound: 'User or person data not found!',
    userNotFound: 'User not Found',
    personUpdated: 'Personal data updated successfully!',
    personUpdateError: 'Error updating person data!',
    userUpdated: 'User data updated successfully!',
    userUpdateError: 'Error updating user data!',
    personUpdateFailed: 'An error occurred while updating person data!',
    userUpdateFailed: 'An error occurred while updating user data!',
    /** A password or role change from a session older than RECENT_SIGN_IN_MS (decision 0110 §9). */
    signInAgain: 'For your security, sign in again to change a password or a role.',
  },
  /** The security page (docs/product.md §23). */
  security: {
    signInAgain: 'For your security, sign in again to change two-factor sign-in.',
    /** Adding a passkey from a session signed in more than RECENT_SIGN_IN_MS ago (docs/product.md §23). */
    passkeySignInAgain: 'For your security, sign in again to add a passkey.',
    alreadyOn: 'Two-factor sign-in is already on.',
    notOn: 'Two-factor sign-in is not on.',
    wrongSetupCode: 'The code is wrong or expired. Enter the code your authenticator app shows now.',
    turnedOn: 'Two-factor sign-in is on.',
    turnedOff: 'Two-factor sign-in is off.',
    othersEnded: 'Every other session has ended.',
    sessionEnded: 'The session has ended.',
    noSuchSession: 'That session has already ended.',
    passkeyAdded: 'Passkey added.',
    passkeyRemoved: 'Passkey removed.',
    passkeyRefused: 'The passkey could not be added. Try again.',
    passkeyLimit: 'An account holds at most 20 passkeys. Remove one first.',
    noSuchPasskey: 'That passkey is already gone.',
    passkeySignInFailed: 'This passkey is not one of this site’s, or it could not be checked.',
    noSiteAddress:
      'Passkeys need the site’s name, not an IP address: open the site by its name (such as localhost) or set PUBLIC_URL.',
  },
  /** The project form's pickers when their lists fail to load. docs/product.md §8 "Load failures". */
  pickers: {
    skillsError: 'Error fetching Languages',
    categoriesError: 'Error fetching Categories',
  },
  dialogs: {
    confirm: { title: 'Are you sure?', yes: 'Yes', cancel: 'Cancel', no: 'No' },
    success: { title: 'Success:', text: 'Action Completed!' },
    error: { title: 'Error:', text: 'Something went wrong!' },
    info: { title: 'Info:', text: 'Information' },
  },
} as const;

/**
 * Reorder messages per resource (wire name). docs/product.md §5 gives educations, languages, categories and
 * proyects; works and social-medias follow the same pattern (our choice).
 */
export const REORDER_MESSAGES: Record<string, { empty: string; badId: string }> = {
  educations: { empty: 'No ordered educations provided!', badId: 'Each education must have a valid _id' },
  languages: { empty: 'No ordered Languages provided!', badId: 'Each Language must have a valid _id' },
  categories: { empty: 'No ordered Categories provided!', badId: 'Each Category must have a valid Id!' },
  proyects: { empty: 'No ordered Proyect provided!', badId: 'Each Proyect must have a valid _id' },
  works: { empty: 'No ordered Works provided!', badId: 'Each Work must have a valid _id' },
  'social-medias': {
    empty: 'No ordered Social Medias provided!',
    badId: 'Each Social Media must have a valid _id',
  },
};
