/** The public page of one article (no login; opened from the support chat's references in a new tab). */
export const ARTICLE_PAGE_PATH = '/help/article/detail';
export const articlePageLink = (id: number) => `${ARTICLE_PAGE_PATH}?id=${id}`;
