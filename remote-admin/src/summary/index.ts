/** 'Resumen': the shop's own statistics on the admin's home. */
export { Summary } from './summary';
