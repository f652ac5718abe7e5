#===- TestInstallTree.cmake - The installed package, used from outside ---===//
#
# The ctest test `install-tree-example`: installs the build in BINARY_DIR
# into WORK_DIR/prefix (`cmake --install`), configures and builds the
# out-of-tree program python-free-examples/embed against it with
# find_package(Xhlo), and runs it on the dense + softmax example: it must
# print HLO text and every row's class with probabilities summing to 1.
# Then python-free-examples/aot, whose classifier xhlo_add_aot_library
# compiles ahead of time with the installed xhlo-aot: built and run on 100
# images with random weights (made by PYTHON), it prints 100 classes.
#
#   cmake -DBINARY_DIR=... -DSOURCE_DIR=... -DWORK_DIR=... -DPYTHON=... \
#     -P TestInstallTree.cmake
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

# Ahead-of-time compilation from the installed package.
foreach(file bin/xhlo-aot lib/libXhloAotRuntime.a lib/cmake/xhlo/XhloAot.cmake)
  if(NOT EXISTS ${WORK_DIR}/prefix/${file})
    message(FATAL_ERROR "install-tree-example: ${file} was not installed")
  endif()
endforeach()
run("configuring the AOT example" ${CMAKE_COMMAND}
    -S ${SOURCE_DIR}/python-free-examples/aot -B ${WORK_DIR}/aot-build -G Ninja
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix)
run("building the AOT example" ${CMAKE_COMMAND} --build ${WORK_DIR}/aot-build)
file(MAKE_DIRECTORY ${WORK_DIR}/aot-data)
run("making the AOT example's data" ${PYTHON}
    ${SOURCE_DIR}/test/Tools/xhlo-aot/Inputs/classifier_data.py make
    ${WORK_DIR}/aot-data)
run("running the AOT example" ${WORK_DIR}/aot-build/classify
    ${WORK_DIR}/aot-data/images.idx ${WORK_DIR}/aot-data/w1.npy
    ${WORK_DIR}/aot-data/b1.npy ${WORK_DIR}/aot-data/w2.npy
    ${WORK_DIR}/aot-data/b2.npy)
string(REGEX MATCHALL "[0-9]\n" classes "${output}")
list(LENGTH classes count)
if(NOT count EQUAL 100)
  message(FATAL_ERROR "install-tree-example: the AOT example printed ${count} "
                      "classes, not 100:\n${output}")
endif()
message("install-tree-example: the AOT example classified 100 images")
