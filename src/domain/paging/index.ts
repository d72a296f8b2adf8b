export { applyPage, emptyPageState, FIRST_PAGE, nextPageNo, PAGE_SIZE, pageQuery } from './page';
export type { Page, PageQuery, PageState } from './page';
