#===- RunClangFormat.cmake - check-format / format targets ----*- cmake -*-===//
#
# Runs clang-format over every C++ file git tracks (plus untracked, not ignored
# ones). MODE=check fails listing the files that differ; MODE=fix rewrites them.
#
#===----------------------------------------------------------------------===//

execute_process(
  COMMAND git ls-files --cached --others --exclude-standard
          -- "*.cpp" "*.h" "*.cc" "*.hpp"
  WORKING_DIRECTORY ${SOURCE_DIR}
  OUTPUT_VARIABLE files
  RESULT_VARIABLE git_result
  OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT git_result EQUAL 0)
  message(FATAL_ERROR "check-format: git ls-files failed in ${SOURCE_DIR}")
endif()
string(REPLACE "\n" ";" files "${files}")

set(bad "")
foreach(f IN LISTS files)
  if(NOT EXISTS ${SOURCE_DIR}/${f})
    continue()
  endif()
  if(MODE STREQUAL "fix")
    execute_process(COMMAND ${CLANG_FORMAT} -i ${f}
                    WORKING_DIRECTORY ${SOURCE_DIR})
  else()
    execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror ${f}
                    WORKING_DIRECTORY ${SOURCE_DIR}
                    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
    if(NOT rc EQUAL 0)
      list(APPEND bad ${f})
    endif()
  endif()
endforeach()

if(bad)
  string(REPLACE ";" "\n  " bad_lines "${bad}")
  message(FATAL_ERROR "check-format: these files are not clang-formatted "
                      "(run the 'format' target):\n  ${bad_lines}")
endif()
list(LENGTH files n)
message(STATUS "check-format: ${n} C++ files checked")
