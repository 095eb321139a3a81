export { exportCompanyData } from './exportCompanyData';
