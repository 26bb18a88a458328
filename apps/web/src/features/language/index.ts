export { LanguageSwitcher } from './components/language-switcher';
