#===- XhloPackage.cmake - Install headers and XhloConfig.cmake -*- cmake -*-===//
#
# `cmake --install` puts headers, libraries, tools and the package files in a
# prefix so that an out-of-tree project can `find_package(Xhlo)`.
#
#===----------------------------------------------------------------------===//

include(CMakePackageConfigHelpers)

set(XHLO_INSTALL_PACKAGE_DIR lib/cmake/xhlo)

install(DIRECTORY ${XHLO_MAIN_INCLUDE_DIR}/xhlo
  DESTINATION include
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td" PATTERN "*.def")
install(DIRECTORY ${XHLO_BINARY_DIR}/include/xhlo
  DESTINATION include
  FILES_MATCHING PATTERN "*.inc" PATTERN "*.h")

install(EXPORT ${XHLO_EXPORT_NAME}
  DESTINATION ${XHLO_INSTALL_PACKAGE_DIR}
  NAMESPACE Xhlo::)

# The libraries XhloConfig.cmake gives MLIR's include directories.
get_property(XHLO_EXPORTED_LIBS GLOBAL PROPERTY XHLO_ALL_LIBS)
list(JOIN XHLO_EXPORTED_LIBS " " XHLO_EXPORTED_LIBS)

configure_package_config_file(
  ${XHLO_MAIN_SRC_DIR}/cmake/XhloConfig.cmake.in
  ${XHLO_BINARY_DIR}/cmake/XhloConfig.cmake
  INSTALL_DESTINATION ${XHLO_INSTALL_PACKAGE_DIR})
write_basic_package_version_file(
  ${XHLO_BINARY_DIR}/cmake/XhloConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${XHLO_BINARY_DIR}/cmake/XhloConfig.cmake
  ${XHLO_BINARY_DIR}/cmake/XhloConfigVersion.cmake
  ${XHLO_MAIN_SRC_DIR}/cmake/XhloAot.cmake
  DESTINATION ${XHLO_INSTALL_PACKAGE_DIR})
