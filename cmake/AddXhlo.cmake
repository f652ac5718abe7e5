#===- AddXhlo.cmake - Thin wrappers over MLIR's CMake helpers -*- cmake -*-===//
#
# Every xhlo library, tool, test and benchmark is declared through one of these
# functions so that installation, export (XhloTargets) and test registration are
# done in one place. They follow CIRCT's AddCIRCT.cmake: call the add_mlir_*
# helper with DISABLE_INSTALL, then install into our own export set.
#
#===----------------------------------------------------------------------===//

include_guard(GLOBAL)
include(GoogleTest)

# Every library that xhlo installs lands in this export set.
set(XHLO_EXPORT_NAME XhloTargets)

# Installs a library target into the XhloTargets export set.
function(xhlo_install_library name)
  install(TARGETS ${name}
    EXPORT ${XHLO_EXPORT_NAME}
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib
    RUNTIME DESTINATION bin
    INCLUDES DESTINATION include)
  set_property(GLOBAL APPEND PROPERTY XHLO_ALL_LIBS ${name})
endfunction()

# add_xhlo_library(name sources... [LINK_LIBS ...] [LINK_COMPONENTS ...]
#                  [DEPENDS ...])
#   A library of xhlo; forwards to add_mlir_library.
function(add_xhlo_library name)
  add_mlir_library(${ARGV} DISABLE_INSTALL)
  xhlo_install_library(${name})
endfunction()

# Dialect, conversion and translation libraries: the same, but they also wait
# for every generated header (xhlo-headers) like their MLIR counterparts.
function(add_xhlo_dialect_library name)
  set_property(GLOBAL APPEND PROPERTY XHLO_DIALECT_LIBS ${name})
  add_xhlo_library(${ARGV} DEPENDS xhlo-headers)
endfunction()

function(add_xhlo_conversion_library name)
  set_property(GLOBAL APPEND PROPERTY XHLO_CONVERSION_LIBS ${name})
  add_xhlo_library(${ARGV} DEPENDS xhlo-headers)
endfunction()

function(add_xhlo_translation_library name)
  set_property(GLOBAL APPEND PROPERTY XHLO_TRANSLATION_LIBS ${name})
  add_xhlo_library(${ARGV} DEPENDS xhlo-headers)
endfunction()

# add_xhlo_dialect(Hlo hlo): ops, types and dialect declarations from Hlo.td,
# hooked into xhlo-headers.
function(add_xhlo_dialect dialect dialect_namespace)
  add_mlir_dialect(${ARGV})
  add_dependencies(xhlo-headers MLIR${dialect}IncGen)
endfunction()

# add_xhlo_doc(td_file output_name output_dir tablegen_command): Markdown
# documentation generated from ODS into build/docs/<output_dir>. The copy in
# the source tree's docs/<output_dir> is refreshed by the `update-docs` target
# and checked by the ctest test `docs-up-to-date.<output_name>`.
function(add_xhlo_doc td_filename output_file output_directory command)
  set(LLVM_TARGET_DEFINITIONS ${td_filename}.td)
  mlir_tablegen(${output_file}.md ${command} ${ARGN})
  set(GEN_DOC_FILE ${XHLO_BINARY_DIR}/docs/${output_directory}${output_file}.md)
  set(SRC_DOC_FILE ${XHLO_MAIN_SRC_DIR}/docs/${output_directory}${output_file}.md)
  add_custom_command(
    OUTPUT ${GEN_DOC_FILE}
    COMMAND ${CMAKE_COMMAND} -E copy
            ${CMAKE_CURRENT_BINARY_DIR}/${output_file}.md ${GEN_DOC_FILE}
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/${output_file}.md)
  add_custom_target(${output_file}DocGen DEPENDS ${GEN_DOC_FILE})
  add_dependencies(xhlo-doc ${output_file}DocGen)
  add_custom_target(${output_file}DocUpdate
    COMMAND ${CMAKE_COMMAND} -E copy ${GEN_DOC_FILE} ${SRC_DOC_FILE}
    DEPENDS ${GEN_DOC_FILE})
  add_dependencies(update-docs ${output_file}DocUpdate)
  add_test(NAME docs-up-to-date.${output_file}
    COMMAND ${CMAKE_COMMAND} -E compare_files ${GEN_DOC_FILE} ${SRC_DOC_FILE})
endfunction()

# xhlo_add_sanitizer_defaults(target)
#   In a sanitized build (XHLO_SANITIZE), compiles the sanitizers' default
#   options (cmake/XhloSanitize.cmake) into the executable `target`.
function(xhlo_add_sanitizer_defaults name)
  if(XHLO_SANITIZER_DEFAULTS_SOURCE)
    target_sources(${name} PRIVATE ${XHLO_SANITIZER_DEFAULTS_SOURCE})
  endif()
endfunction()

# add_xhlo_tool(name sources... [LINK_LIBS ...] [LINK_COMPONENTS ...])
#   A command-line tool in bin/, installed.
function(add_xhlo_tool name)
  cmake_parse_arguments(ARG "" "" "LINK_LIBS;LINK_COMPONENTS;DEPENDS" ${ARGN})
  set(LLVM_LINK_COMPONENTS ${ARG_LINK_COMPONENTS} Support)
  add_llvm_executable(${name} ${ARG_UNPARSED_ARGUMENTS}
    DEPENDS ${ARG_DEPENDS})
  llvm_update_compile_flags(${name})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS})
  set_target_properties(${name} PROPERTIES
    RUNTIME_OUTPUT_DIRECTORY ${XHLO_TOOLS_DIR})
  xhlo_add_sanitizer_defaults(${name})
  install(TARGETS ${name} EXPORT ${XHLO_EXPORT_NAME} RUNTIME DESTINATION bin)
  set_property(GLOBAL APPEND PROPERTY XHLO_ALL_TOOLS ${name})
endfunction()

# xhlo_collect_own_libraries(out targets...)
#   Sets `out` to the xhlo libraries (Xhlo*) among `targets` and everything
#   they link, transitively, plus the other libraries those link except
#   MLIR's and LLVM's (protobuf, say): what a plugin loaded by an MLIR tool
#   links, the tool providing MLIR and LLVM.
function(xhlo_collect_own_libraries out)
  set(result)
  set(queue ${ARGN})
  while(queue)
    list(POP_FRONT queue item)
    if(item IN_LIST result OR item MATCHES "^(MLIR|LLVM|-)|\\$<|llvm-19")
      continue()
    endif()
    list(APPEND result ${item})
    if(TARGET ${item} AND item MATCHES "^Xhlo")
      get_target_property(deps ${item} LINK_LIBRARIES)
      if(deps)
        list(APPEND queue ${deps})
      endif()
    endif()
  endwhile()
  set(${out} ${result} PARENT_SCOPE)
endfunction()

# add_xhlo_plugin(name sources... EXPORTS file [LINK_LIBS ...])
#   A loadable module (lib/<name>.so) for an MLIR tool that exports MLIR's
#   symbols itself. It links the archives of the xhlo libraries in LINK_LIBS
#   (not their link interfaces, which name MLIR's static libraries) and the
#   other libraries given, exports only the symbols the version script
#   EXPORTS lists, and drops the code its exports do not reach.
function(add_xhlo_plugin name)
  cmake_parse_arguments(ARG "" "EXPORTS" "LINK_LIBS" ${ARGN})
  add_library(${name} MODULE ${ARG_UNPARSED_ARGUMENTS})
  llvm_update_compile_flags(${name})
  add_dependencies(${name} xhlo-headers)
  foreach(lib ${ARG_LINK_LIBS})
    if(TARGET ${lib} AND lib MATCHES "^Xhlo")
      target_link_libraries(${name} PRIVATE $<TARGET_FILE:${lib}>)
      add_dependencies(${name} ${lib})
    else()
      target_link_libraries(${name} PRIVATE ${lib})
    endif()
  endforeach()
  target_link_libraries(${name} PRIVATE LLVM)
  target_link_options(${name} PRIVATE
    "LINKER:--version-script=${ARG_EXPORTS}" "LINKER:--gc-sections")
  set_target_properties(${name} PROPERTIES
    PREFIX ""
    LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/lib
    LINK_DEPENDS ${ARG_EXPORTS})
  install(TARGETS ${name} LIBRARY DESTINATION lib)
endfunction()

# add_xhlo_unittest(name sources... [LINK_LIBS ...])
#   One GoogleTest binary per unittests/ folder, each TEST registered with
#   ctest by gtest_discover_tests.
function(add_xhlo_unittest name)
  cmake_parse_arguments(ARG "" "" "LINK_LIBS" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  llvm_update_compile_flags(${name})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS} GTest::gtest
    GTest::gtest_main)
  set_target_properties(${name} PROPERTIES
    RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/unittests)
  xhlo_add_sanitizer_defaults(${name})
  add_dependencies(xhlo-unittests ${name})
  # Listing the tests runs the binary (static initialisers, dialect
  # registration); a sanitized binary on a loaded 2-core machine took over
  # CMake's default 5 s, which fails the whole ctest run.
  gtest_discover_tests(${name}
    TEST_PREFIX "${name}."
    DISCOVERY_MODE PRE_TEST
    DISCOVERY_TIMEOUT 120
    WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
endfunction()

# add_xhlo_benchmark(name sources... [LINK_LIBS ...] [SMOKE_FILTER regex])
#   A Google Benchmark binary in bench/. Its main (XhloBenchMain) exits
#   non-zero when a benchmark reports an error, so the ctest smoke run (every
#   benchmark once, briefly) fails when a benchmark's self-check fails.
function(add_xhlo_benchmark name)
  cmake_parse_arguments(ARG "" "SMOKE_FILTER" "LINK_LIBS" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  llvm_update_compile_flags(${name})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS} XhloBenchMain
    benchmark::benchmark)
  set_target_properties(${name} PROPERTIES
    RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bench)
  if(NOT ARG_SMOKE_FILTER)
    set(ARG_SMOKE_FILTER ".")
  endif()
  add_test(NAME ${name}.smoke
    COMMAND ${name} --benchmark_min_time=0.01
            --benchmark_filter=${ARG_SMOKE_FILTER})
  set_tests_properties(${name}.smoke PROPERTIES LABELS "benchmark")
endfunction()

# Umbrella targets the helpers above hang their work on.
if(NOT TARGET xhlo-headers)
  add_custom_target(xhlo-headers)
endif()
if(NOT TARGET xhlo-doc)
  # Built by default so that docs-up-to-date compares fresh output.
  add_custom_target(xhlo-doc ALL)
endif()
if(NOT TARGET update-docs)
  add_custom_target(update-docs)
endif()
if(NOT TARGET xhlo-unittests)
  add_custom_target(xhlo-unittests)
endif()
