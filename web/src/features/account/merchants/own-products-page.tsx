export { OwnProductsPage as default } from './merchant-info-page';
