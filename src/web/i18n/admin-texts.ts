/**
 * Interface texts of the admin area that the spec does not spell (headings, the Users
 * screen's dialogs, route paths of the app). Spec texts live in src/shared/messages.ts and are used
 * from there; these are ours. The entry forms' field labels live in their resources' declarations
 * (`texts.labels`, src/shared/resources/; Spanish beside them in src/shared/resources/texts.ts).
 */

/** App routes of the admin area (docs/product.md §2). */
export const ADMIN_PATHS = {
  home: '/',
  login: '/login',
  profile: '/profile',
  updateUser: '/update-user',
  updatePerson: '/update-person',
  users: '/users',
} as const;
export const FORBIDDEN_PATH = '/forbidden';

export const TEXTS = {
  goBack: 'Go Back',
  /** The question before unsaved input is discarded (decision 0073). */
  unsaved: {
    title: 'Discard your changes?',
    text: 'What you changed on this page is not saved yet.',
    discard: 'Discard',
    stay: 'Stay',
  },
  create: 'Create',
  update: 'Update',
  save: 'Save',
  add: 'Add',
  remove: 'Remove',
  /** Why the category 'All' cannot be removed from a project (decision 0072). */
  allCategoryKept: 'Every project is in the All category: it cannot be removed.',
  makeMain: 'Make main',
  main: 'Main',
  /** Under a link field whose typed value is completed (docs/decisions/0097). */
  linkSavedAs: 'Will be saved as {link}',
  home: 'Home',
  login: 'Login',
  loading: 'Loading...',
  selectPlaceholder: 'Select...',
  noImages: 'No images yet.',
  /**
   * The image upload widget, image fields and image URL lists (src/web/features/owner-kit/
   * image-upload.tsx, image-url-manager.tsx; decisions 0040 and 0096).
   */
  imageUpload: {
    button: 'Upload image',
    /** The picker's accessible name beside other pickers of the page: 'Upload image: Image URL'. */
    pickerName: 'Upload image: {label}',
    hint: 'or drop or paste an image (JPEG, PNG, WebP, AVIF, GIF; up to 15 MB)',
    /** The progress bar's accessible name while the bytes go up. */
    uploading: 'Uploading… {label}',
    failed: 'The image could not be uploaded.',
    /** Said beside an image whose URL does not load (decision 0096). */
    broken: 'This image could not be loaded: check the URL, or upload the file instead.',
    /** What the preview of an image field is called (its alt text). */
    preview: 'Preview: {label}',
    /** The URL field of an image URL list. */
    newUrl: 'New image URL ({label})',
    /** The accessible name of the list's Add button. */
    addTo: 'Add image to {label}',
  },
  login_: {
    heading: 'Login',
    /** After a session was ended elsewhere or ran out (decision 0250). */
    sessionEnded:
      'Your session was ended (signed out on another device, or it ran out). Sign in again to go on.',
    email: 'Email',
    password: 'Password',
  },
  profile: {
    heading: 'Profile',
    id: 'Id',
    user: 'User Name',
    email: 'Email',
    role: 'Role',
    accountHeading: 'Account',
    personHeading: 'Personal data',
    /** The links to update-user and update-person, named by what they change (decision 0096). */
    updateUser: 'Password and role',
    updatePerson: 'Personal details',
    noImages: '-',
    /** After saving personal details begun on the home page: the way back there (decision 0096). */
    saved: 'Your personal details are saved.',
    backHome: 'Back to the home page',
  },
  updateUser: {
    heading: 'Password and role',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    role: 'Role',
  },
  updatePerson: {
    heading: 'Personal details',
  },
  person: {
    firstName: 'First Name',
    lastName: 'Last Name',
    dni: 'DNI',
    cuil: 'CUIL',
    birthday: 'Birthday',
    jobTitles: 'Job Titles',
    about: 'About',
    city: 'City',
    province: 'Province',
    country: 'Country',
    address: 'Address',
    postalCode: 'Postal Code',
    thumbnails: 'Profile Images',
    banners: 'Banner Images',
  },
  users: {
    heading: 'Users',
    createHeading: 'Create User',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    role: 'Role',
    actions: 'Actions',
    create: 'Create User',
    delete: 'Delete',
    you: '(you)',
    empty: 'No users.',
    created: 'User created!',
    deleted: 'User Deleted!',
    createError: 'Error creating User',
    deleteError: 'Error deleting User: ',
    loadError: 'Error loading Users: ',
    confirm: { title: 'Delete User:', text: 'Are you sure you want to delete the User?' },
  },
  /** Entry form headings by resource key: creating (`new`) and editing. */
  formHeading: {
    education: { new: 'New education', edit: 'Edit education' },
    work: { new: 'New work', edit: 'Edit work' },
    skill: { new: 'New skill', edit: 'Edit skill' },
    project: { new: 'New project', edit: 'Edit project' },
    socialLink: { new: 'New social link or contact', edit: 'Edit social link or contact' },
    category: { new: 'New category', edit: 'Edit category' },
  },
  pickers: {
    addSkill: 'Add a skill',
    addCategory: 'Add a category',
    noMoreSkills: 'No more skills',
    noMoreCategories: 'No more categories',
  },
} as const;
