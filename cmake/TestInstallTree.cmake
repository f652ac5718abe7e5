#===- TestInstallTree.cmake - The installed package, used from outside ---===//
#
# The ctest test `install-tree-example`: installs the build in BINARY_DIR
# into WORK_DIR/prefix (`cmake --install`), configures and builds the
# out-of-tree program python-free-examples/embed against it with
# find_package(Xhlo), and runs it on the dense + softmax example: it must
# print HLO text and every row's class with probabilities summing to 1.
#
#   cmake -DBINARY_DIR=... -DSOURCE_DIR=... -DWORK_DIR=... -P TestInstallTree.cmake
#
#===----------------------------------------------------------------------===//

function(run step)
  execute_process(COMMAND ${ARGN}
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "install-tree-example: ${step} failed (${result}):\n"
                        "${output}")
  endif()
  set(output "${output}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
run("cmake --install" ${CMAKE_COMMAND} --install ${BINARY_DIR}
    --prefix ${WORK_DIR}/prefix)
foreach(file include/xhlo/InitAll/InitAll.h lib/cmake/xhlo/XhloConfig.cmake
             lib/libXhloInitAll.a)
  if(NOT EXISTS ${WORK_DIR}/prefix/${file})
    message(FATAL_ERROR "install-tree-example: ${file} was not installed")
  endif()
endforeach()

run("configuring the example" ${CMAKE_COMMAND}
    -S ${SOURCE_DIR}/python-free-examples/embed -B ${WORK_DIR}/build -G Ninja
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix)
run("building the example" ${CMAKE_COMMAND} --build ${WORK_DIR}/build)
run("running the example" ${WORK_DIR}/build/xhlo-embed-example
    ${SOURCE_DIR}/python-free-examples/dense-softmax/dense_softmax.mlir
    ${WORK_DIR}/dense_softmax.hlo)
message("${output}")
foreach(expected "hlo-stats: " "HLO text: " "row 7: class "
                 "sum 1.0000")
  string(FIND "${output}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "install-tree-example: no '${expected}' in the output")
  endif()
endforeach()
file(READ ${WORK_DIR}/dense_softmax.hlo text LIMIT 10)
if(NOT text MATCHES "^HloModule")
  message(FATAL_ERROR "install-tree-example: dense_softmax.hlo is no HLO text")
endif()
