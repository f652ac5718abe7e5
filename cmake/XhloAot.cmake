#===- XhloAot.cmake - xhlo_add_aot_library -------------------*- cmake -*-===//
#
# Ahead-of-time compilation at build time, as tfcompile's Bazel macro does:
# xhlo-aot compiles a program's entry to an object file and a C++ header,
# and a static library target carries both, with the AOT runtime
# (Xhlo::XhloAotRuntime: OpenBLAS, oneDNN and libm) in its link interface.
# Installed with the package: find_package(Xhlo) brings it.
#
#===----------------------------------------------------------------------===//

include_guard(GLOBAL)

# xhlo_add_aot_library(<name> SOURCE <program> [ENTRY <function>]
#                      [FUNCTION_NAME <c++ name>] [NAMESPACE <a::b>]
#                      [HEADER <file.h>] [TARGET_TRIPLE <triple>]
#                      [MCPU <cpu>] [MATTR <features>] [OPT_LEVEL <0-3>])
#   Runs xhlo-aot on <program> (hlo MLIR, HLO text or an HloModuleProto) at
#   build time, writing <name>.o and the header (default <name>.h) into
#   ${CMAKE_CURRENT_BINARY_DIR}/<name>_aot, and adds the static library
#   <name>: link it and `#include "<name>.h"`. The options are xhlo-aot's
#   flags of the same names (README); without MCPU the code is tuned for
#   the building machine's CPU, so set MCPU (e.g. x86-64-v2, or generic)
#   when the program runs elsewhere.
function(xhlo_add_aot_library name)
  cmake_parse_arguments(ARG ""
    "SOURCE;ENTRY;FUNCTION_NAME;NAMESPACE;HEADER;TARGET_TRIPLE;MCPU;MATTR;OPT_LEVEL"
    "" ${ARGN})
  if(NOT ARG_SOURCE)
    message(FATAL_ERROR "xhlo_add_aot_library(${name}): SOURCE is required")
  endif()
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "xhlo_add_aot_library(${name}): unknown arguments "
                        "${ARG_UNPARSED_ARGUMENTS}")
  endif()
  # The tool and the runtime: the installed package's, or this build's.
  if(TARGET Xhlo::xhlo-aot)
    set(tool Xhlo::xhlo-aot)
    set(runtime Xhlo::XhloAotRuntime)
  elseif(TARGET xhlo-aot)
    set(tool xhlo-aot)
    set(runtime XhloAotRuntime)
  else()
    message(FATAL_ERROR "xhlo_add_aot_library(${name}): no xhlo-aot target "
                        "(find_package(Xhlo) first)")
  endif()
  get_filename_component(source "${ARG_SOURCE}" ABSOLUTE)
  if(NOT ARG_HEADER)
    set(ARG_HEADER ${name}.h)
  endif()
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/${name}_aot)
  set(object ${dir}/${name}.o)
  set(header ${dir}/${ARG_HEADER})
  set(flags -o ${object} --header ${header})
  foreach(option ENTRY FUNCTION_NAME NAMESPACE TARGET_TRIPLE MCPU MATTR)
    if(ARG_${option})
      string(TOLOWER ${option} flag)
      string(REPLACE "_" "-" flag ${flag})
      if(option STREQUAL "MCPU")
        set(flag mcpu)
      elseif(option STREQUAL "MATTR")
        set(flag mattr)
      endif()
      list(APPEND flags --${flag}=${ARG_${option}})
    endif()
  endforeach()
  if(DEFINED ARG_OPT_LEVEL)
    list(APPEND flags -O${ARG_OPT_LEVEL})
  endif()
  add_custom_command(
    OUTPUT ${object} ${header}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${dir}
    COMMAND ${tool} ${source} ${flags}
    DEPENDS ${source} ${tool}
    COMMENT "xhlo-aot: compiling ${ARG_SOURCE} ahead of time"
    VERBATIM)
  set_source_files_properties(${object} PROPERTIES
    EXTERNAL_OBJECT TRUE GENERATED TRUE)
  add_library(${name} STATIC ${object} ${header})
  set_target_properties(${name} PROPERTIES LINKER_LANGUAGE CXX)
  target_include_directories(${name} INTERFACE ${dir})
  target_link_libraries(${name} INTERFACE ${runtime})
endfunction()
