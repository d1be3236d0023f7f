// an H5-only page (src/routes.ts H5_LOCATION_PAGE): not in the route list, so its title is stated here
export default definePageConfig({ navigationBarTitleText: '位置', onReachBottomDistance: 10 })
