import { defineMessages } from '@/lib/i18n/messages';

/** The signed-in shell's texts: sidebar, top bar, menus (spec section 2, Dashboard layout). */
export const shellMessages = defineMessages({
  navDashboard: { id: 'shell.nav.dashboard', defaultMessage: 'Dashboard', description: 'Sidebar link to the home page' },
  navClasses: { id: 'shell.nav.classes', defaultMessage: 'Classes', description: 'Sidebar link to the list of classes' },
  navAssignments: { id: 'shell.nav.assignments', defaultMessage: 'Assignments', description: 'Sidebar link: every assignment of the classes one is in' },
  navMaterials: { id: 'shell.nav.materials', defaultMessage: 'Materials', description: 'Sidebar link: every material (readings, links) of the classes one is in' },
  navUsers: { id: 'shell.nav.users', defaultMessage: 'Users', description: "Sidebar link (admins): the school's accounts" },
  navRegister: { id: 'shell.nav.register', defaultMessage: 'Register User', description: 'Sidebar link (admins): create an account' },
  navImport: { id: 'shell.nav.import', defaultMessage: 'Import', description: 'Sidebar link (admins): import rosters from a file' },
  navSignIn: { id: 'shell.nav.signIn', defaultMessage: 'Sign-in', description: 'Sidebar link (admins): single sign-on settings' },
  mainNavigation: { id: 'shell.mainNavigation', defaultMessage: 'Main', description: 'Accessible name of the sidebar navigation landmark' },
  openMenu: { id: 'shell.openMenu', defaultMessage: 'Open menu', description: "Phones: the top bar's button that opens the navigation sheet" },
  navigation: { id: 'shell.navigation', defaultMessage: 'Navigation', description: 'Title (for screen readers) of the navigation sheet on phones' },
  navigationDescription: { id: 'shell.navigationDescription', defaultMessage: 'Pages of Lyceum, theme and account', description: 'Description (for screen readers) of the navigation sheet on phones' },
  roleAdmin: { id: 'shell.role.admin', defaultMessage: 'Administrator', description: 'Role name under the user name' },
  roleTeacher: { id: 'shell.role.teacher', defaultMessage: 'Teacher', description: 'Role name under the user name' },
  roleStudent: { id: 'shell.role.student', defaultMessage: 'Student', description: 'Role name under the user name' },
  userMenuNamed: {
    id: 'shell.userMenu.named',
    defaultMessage: '{name}, {role} — open user menu',
    description: "Accessible name of the user menu button; starts with the name and role it shows (voice control). {name}: the user's name; {role}: their role",
  },
  userMenu: { id: 'shell.userMenu', defaultMessage: 'Open user menu', description: 'Accessible name of the user menu button, before the user is known' },
  myAccount: { id: 'shell.userMenu.myAccount', defaultMessage: 'My Account', description: "User menu's heading" },
  settings: { id: 'shell.userMenu.settings', defaultMessage: 'Settings', description: 'User menu item: open the Settings page' },
  logOut: { id: 'shell.userMenu.logOut', defaultMessage: 'Log out', description: 'User menu item: sign out' },
  themeLight: { id: 'shell.theme.light', defaultMessage: 'Light', description: 'Colour theme' },
  themeDark: { id: 'shell.theme.dark', defaultMessage: 'Dark', description: 'Colour theme' },
  themeSystem: { id: 'shell.theme.system', defaultMessage: 'System', description: "Colour theme: follow the device's setting" },
  themeCycle: {
    id: 'shell.theme.cycle',
    defaultMessage: 'Theme: {current}. Switch to {next}',
    description: 'Accessible name of the theme button; {current} and {next} are theme names (Light, Dark, System)',
  },
  chooseTheme: { id: 'shell.theme.choose', defaultMessage: 'Choose theme', description: 'Accessible name of the button opening the theme menu' },
  theme: { id: 'shell.theme.title', defaultMessage: 'Theme', description: "Theme menu's heading" },
});
