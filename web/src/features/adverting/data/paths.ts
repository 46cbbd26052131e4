/** 广告 › 数据概览 and 数据中心 addresses (the route table imports only these). */
export const FLOW_DASHBOARD = '/adverting/overview/flow/dashboard';
export const REVENUE_DASHBOARD = '/adverting/overview/revenue/dashboard';
export const BOARD = '/adverting/overview/board';
export const FLOW_ANALYSIS = '/adverting/overview/flow/analysis';
export const SPACE_OVERVIEW = '/adverting/overview/space';

export const INCOME = '/adverting/data/income';
export const INCOME_DETAIL = '/adverting/data/income/detail';
export const DATA_OVERVIEW = '/adverting/data/overview';
export const DELIVERY_DATA = '/adverting/data/delivery';
export const SETTLEMENT_REPORT = '/adverting/data/settlement-report';
export const SPACE_STATISTICS = '/adverting/data/space/statistics';
export const SPACE_DETAIL = '/adverting/data/space/detail';
export const ADVERTISER_STATISTICS = '/adverting/data/advertiser/statistics';
export const ADVERTISER_DETAIL = '/adverting/data/advertiser/detail';
export const CHANNELER_STATISTICS = '/adverting/data/channeler/statistics';
export const CHANNELER_DETAIL = '/adverting/data/channeler/detail';
export const ANALYSIS = '/adverting/data/analysis';
export const PROVIDER_CHARGE = '/adverting/data/provider-charge/statistics';

export const OVERVIEW_CODES = ['adverting:overview:list'] as const;
export const DATA_CODES = ['adverting:data:list'] as const;
